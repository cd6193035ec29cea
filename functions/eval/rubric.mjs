// The rubric a PPC expert applies to a generated campaign, written apart from the generator so it
// judges any build alike. Each check answers { check, pass, detail }.
import { expertChecks, sameEnding } from './expert.mjs';

export const CHECKS = [
  'group-per-service',
  'service-page',
  'later-named',
  'lines-15-4',
  'missing-facts-named',
  'distinct-endings',
  'lines-distinct',
  'cta-one-per-channel',
  'no-padding',
  'lint-clean',
  'cta-fit',
  'spanish-variety',
  'selling-points-used',
  'callouts-are-facts',
  'snippets-are-services',
  'sitelinks-clean',
  'keywords-places',
  'keywords-near-me',
  'keywords-capitals',
  'keywords-unambiguous',
  'keywords-unique',
  'path-fits-group',
  'negatives-no-conflict',
  'negatives-plural',
  'negatives-not-offered',
  'never-say',
  'claims-supported',
  'sources-recorded',
  'time-300ms',
];

const fold = (t) =>
  String(t ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
const words = (t) =>
  fold(t)
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
const stem = (w) => (w.length > 3 ? w.replace(/(es|s)$/, '') : w);

/** What each kind of business asks customers to do: the words its calls to action use, and the wrong ones. */
const CTA = {
  appointment: { ok: /\b(turnos?|citas?|book|appointments?|reserv\w*|agend\w*)\b/, wrong: /\b(pedidos?|order|presupuesto|quote)\b/ },
  class: {
    ok: /\b(clases?|class|lugar|place|inscrib\w*|sign up|book|reserv\w*)\b/,
    wrong: /\b(citas?|turnos?|pedidos?|order|appointment)\b/,
  },
  consultation: { ok: /\b(consultas?|consultation|caso|case|book)\b/, wrong: /\b(pedidos?|order|turnos?)\b/ },
  order: { ok: /\b(pedidos?|pedi|pide|order\w*|compra\w*)\b/, wrong: /\b(citas?|turnos?|appointment|presupuesto|quote)\b/ },
  quote: { ok: /\b(presupuestos?|quotes?|cotiza\w*)\b/, wrong: /\b(citas?|turnos?|pedidos?|appointment|order)\b/ },
  call: { ok: /\b(llam\w*|call\w*)\b/, wrong: /\b(citas?|turnos?|pedidos?|order)\b/ },
};
/** The action each kind of call to action asks for (one headline each). */
const CTA_ACTION = {
  appointment: 'book',
  class: 'book',
  consultation: 'book',
  session: 'book',
  stay: 'book',
  visit: 'visit',
  order: 'order',
  pickup: 'order',
  quote: 'quote',
  callOrQuote: 'call',
};
const KIND_CTA = {
  dentist: 'appointment',
  physiotherapist: 'appointment',
  'nail salon': 'appointment',
  'hair salon': 'appointment',
  vet: 'appointment',
  optician: 'appointment',
  'car mechanic': 'appointment',
  'yoga studio': 'class',
  tutor: 'class',
  'English academy': 'class',
  gym: 'class',
  'driving school': 'class',
  'music teacher': 'class',
  'labour lawyer': 'consultation',
  accountant: 'consultation',
  psychologist: 'consultation',
  bakery: 'order',
  'coffee roaster': 'order',
  'dog-food shop': 'order',
  florist: 'order',
  pizzeria: 'order',
  'bike shop': 'order',
  plumber: 'quote',
  electrician: 'quote',
  'pest controller': 'quote',
  'cleaning service': 'quote',
  'moving company': 'quote',
  gardener: 'quote',
  photographer: 'quote',
  roofer: 'quote',
  locksmith: 'call',
};
// A locksmith without an emergency service asks for a quote; with one, for a call.
CTA.callOrQuote = { ok: /\b(llam\w*|call\w*|presupuestos?|quotes?)\b/, wrong: CTA.call.wrong };
KIND_CTA.locksmith = 'callOrQuote';
// The holdout's kinds (eval/holdout.json): what an expert expects each to ask for.
CTA.booking = {
  ok: /\b(reserv\w*|book\w*|agend\w*|turnos?|citas?|appointments?|visit\w*|llam\w*|call\w*|whatsapp|escrib\w*)\b/,
  wrong: /\b(pedidos?|order|presupuestos?|quotes?|cotiza\w*|inscrib\w*)\b/,
};
CTA.stay = { ok: /\b(reserv\w*|book\w*)\b/, wrong: /\b(citas?|turnos?|pedidos?|order|presupuestos?|quotes?|appointments?|inscrib\w*)\b/ };
CTA.session = {
  ok: /\b(sessions?|sesion\w*|book\w*|reserv\w*|train\w*|start\w*|call\w*)\b/,
  wrong: /\b(order|pedidos?|quotes?|presupuestos?)\b/,
};
CTA.enrol = {
  ok: /\b(visit\w*|conoc\w*|inscrip\w*|inscrib\w*|vacantes?|entrevistas?|enrol\w*|llam\w*|whatsapp|escrib\w*)\b/,
  wrong: /\b(pedidos?|order|presupuestos?|quotes?|citas?)\b/,
};
CTA.pickup = {
  ok: /\b(recog\w*|pedidos?|pide|pedi|agend\w*|whatsapp|escrib\w*|llam\w*|pickup|order)\b/,
  wrong: /\b(citas?|turnos?|presupuestos?|quotes?|inscrib\w*)\b/,
};
Object.assign(KIND_CTA, {
  'dog groomer': 'appointment',
  'massage therapist': 'appointment',
  'tattoo studio': 'appointment',
  tailor: 'booking',
  'car wash': 'booking',
  caterer: 'quote',
  nutritionist: 'appointment',
  'phone repair': 'callOrQuote',
  'house painter': 'quote',
  translator: 'quote',
  'solar installer': 'quote',
  'guest house': 'stay',
  'appliance repair': 'callOrQuote',
  kindergarten: 'enrol',
  podiatrist: 'appointment',
  'personal trainer': 'session',
  laundry: 'pickup',
  'pool service': 'quote',
  'surf school': 'class',
  'blinds and curtains': 'quote',
});
// The blind set's kinds (eval/blind.json, written without seeing the generator): what an expert
// expects each to ask for. An inspection is booked or quoted; a skip is hired or ordered; a DJ is
// asked for a date or a quote; a print job is ordered or quoted.
CTA.inspection = { ok: /\b(book\w*|schedul\w*|quotes?|call\w*)\b/, wrong: /\b(order\w*|pedidos?|citas?|turnos?|enrol\w*|inscrib\w*)\b/ };
CTA.hire = {
  ok: /\b(book\w*|hire|order\w*|reserv\w*|pedi|pide|pedidos?|alquil\w*)\b/,
  wrong: /\b(appointments?|citas?|turnos?|inscrib\w*|enrol\w*)\b/,
};
CTA.event = {
  ok: /\b(quotes?|book\w*|availab\w*|dates?|call\w*)\b/,
  wrong: /\b(appointments?|order\w*|pedidos?|citas?|turnos?|inscrib\w*|enrol\w*)\b/,
};
CTA.print = {
  ok: /\b(pedidos?|pide|pedi|order\w*|cotiz\w*|presupuestos?|quotes?|compra\w*)\b/,
  wrong: /\b(citas?|turnos?|appointments?|inscrib\w*)\b/,
};
Object.assign(CTA_ACTION, { inspection: 'book', hire: 'order', event: 'quote', print: 'order' });
Object.assign(KIND_CTA, {
  'dance school': 'class',
  'speech therapist': 'appointment',
  notary: 'consultation',
  metalworker: 'quote',
  'swimming school': 'class',
  upholsterer: 'quote',
  'water tank cleaning': 'quote',
  'air conditioning installer': 'quote',
  'computer repair': 'callOrQuote',
  glazier: 'quote',
  'print shop': 'print',
  'car rental': 'stay',
  'garage door repair': 'callOrQuote',
  'septic service': 'callOrQuote',
  'home inspector': 'inspection',
  'chimney sweep': 'appointment',
  'tree surgeon': 'quote',
  'skip bin hire': 'hire',
  'martial arts school': 'class',
  chiropractor: 'appointment',
  'escape room': 'stay',
  'dog walker': 'booking',
  'mobile DJ': 'event',
  audiologist: 'appointment',
});

/** The other variety's call-to-action forms. */
const TUTEO_FORMS =
  /\b(pide|haz|reserva|llámanos|escribenos|escríbenos|agenda|cuentanos|cuéntanos|inscribete|inscríbete|tienes|puedes|necesitas|habla|elige)\b/i;
const VOSEO_FORMS = /\b(pedí|hacé|reservá|llamanos|escribinos|contanos|inscribite|tenés|podés|necesitás|hablá|elegí|consultá|agendá)\b/i;

/** The standard negatives whose singular and plural both belong. */
const PAIRS = {
  es: [
    ['trabajo', 'trabajos'],
    ['empleo', 'empleos'],
    ['curso', 'cursos'],
    ['usado', 'usados'],
    ['tutorial', 'tutoriales'],
  ],
  en: [
    ['job', 'jobs'],
    ['course', 'courses'],
    ['career', 'careers'],
    ['tutorial', 'tutorials'],
  ],
};

const PHONE = /\+?\d[\d ().-]{5,}\d/;
const EMAIL = /\S+@\S+\.\S+/;
const URL_RE = /(https?:\/\/|www\.)\S+|\b[\w-]+\.(com|net|org|example)\b/i;

export function checkBrief({ brief, input, strategy, assets, lintAdCopy, ms }) {
  const f = brief.facts;
  const es = brief.input.language === 'Español';
  const out = [];
  const check = (name, pass, detail = '') => out.push({ check: name, pass: !!pass, detail: pass ? '' : detail });
  const groups = strategy.adGroups ?? [];
  const ads = groups.map((g) => ({ group: g, ad: g.ad ?? { headlines: strategy.headlines, descriptions: strategy.descriptions } }));
  const places = [...brief.input.location.split(/[,;]+/).map((p) => p.trim()), ...(input.places ?? []).map((p) => p.name)].filter(
    (p) => p.length > 1,
  );
  const placeStems = places.map((p) => words(p).filter((w) => w.length > 2 && !/^(del|las|los|the)$/.test(w)));
  const later = (strategy.laterServices ?? []).map(fold);
  const serviceGroup = (s) => groups.find((g) => fold(g.name) === fold(s.name));

  // One group per service; no group holds another stated service; the rest named for later.
  const missingServices = f.services.filter((s) => !serviceGroup(s) && !later.includes(fold(s.name)));
  const lumped = groups.filter((g) => {
    const own = f.services.find((s) => fold(s.name) === fold(g.name));
    return f.services.some(
      (s) => s !== own && (!own || !fold(own.name).includes(fold(s.name))) && g.keywords.some((k) => fold(k.text).includes(fold(s.name))),
    );
  });
  const extra = groups.filter((g) => !f.services.some((s) => fold(s.name) === fold(g.name)));
  check(
    'group-per-service',
    !missingServices.length && !lumped.length && !extra.length,
    [
      missingServices.length && `no group for ${missingServices.map((s) => s.name).join(', ')}`,
      lumped.length && `${lumped.map((g) => g.name).join(', ')} holds another service`,
      extra.length && `groups that are no service: ${extra.map((g) => g.name).join(', ')}`,
    ]
      .filter(Boolean)
      .join('; '),
  );
  const noPage = f.services.filter((s) => s.url && serviceGroup(s) && serviceGroup(s).ad?.finalUrl !== s.url);
  check('service-page', !noPage.length, `groups without their page: ${noPage.map((s) => s.name).join(', ')}`);
  const unnamed = f.services.filter((s) => !serviceGroup(s) && !later.includes(fold(s.name)));
  check('later-named', !unnamed.length, unnamed.map((s) => s.name).join(', '));

  // 15 headlines and 4 descriptions when the facts carry them; fewer only with the gaps named. What
  // the facts carry is counted here, apart from the generator: each fact that fits a headline alone
  // (the service, the brand, each selling point, the price, the hours, the place), one call to action
  // per action the business and its channels ask for, and each pair of facts that fits one headline
  // beside its joiner (" en ", ": ", " & ") — service + place, brand + selling point, two selling
  // points… A brand, a place, a service, three selling points and a channel give 15 when they are
  // short enough to pair; long ones ("Contadores certificados", "Guadalajara", "Declaración anual")
  // cannot share 30 characters, and then the ad must hold every line they can make, not 15.
  const short = ads.filter(({ ad }) => ad.headlines.length < 15 || ad.descriptions.length < 4);
  const capacity = (group) => {
    const s = f.services.find((x) => fold(x.name) === fold(group.name));
    const fits = (t) => t && t.length <= 30;
    // As an ad writes it: "Desde $18.000", "From $149".
    const price = s?.price ? `${es ? 'Desde' : 'From'} $${String(s.price.amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}` : '';
    const hours = f.hours ?? '';
    const place = places[0] ?? '';
    const singles = [s?.name, f.brand, ...f.sellingPoints, price, hours].filter(fits).length + (place ? 1 : 0);
    const kindAction = CTA_ACTION[KIND_CTA[brief.kind]];
    const actions = new Set([kindAction ?? 'cta']);
    if (f.whatsapp) actions.add('message');
    if (f.bookingUrl) actions.add(kindAction === 'order' || kindAction === 'quote' ? kindAction : 'book');
    if (f.phone) actions.add('call');
    const items = [
      { id: 'service', t: s?.name ?? '' },
      { id: 'brand', t: f.brand ?? '' },
      { id: 'place', t: place },
      { id: 'price', t: price },
      ...f.sellingPoints.map((t, i) => ({ id: `point${i}`, t })),
    ].filter((x) => x.t);
    const contains = (a, b) => fold(a).includes(fold(b)) || fold(b).includes(fold(a));
    let pairs = 0;
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const [a, b] = [items[i], items[j]];
        // Beside the place the joiner is " en " / " in "; a selling point that already says where or
        // when ("Entrega en 48 h") takes no second one.
        const placed = [a.id, b.id].includes('place');
        if (a.t.length + b.t.length + (placed ? 4 : 3) > 30 || contains(a.t, b.t)) continue;
        if (placed && / (en|in|on|at) /i.test(` ${a.id === 'place' ? b.t : a.t} `)) continue;
        if ([a.id, b.id].includes('price') && [a.id, b.id].includes('place')) continue;
        pairs++;
      }
    return singles + actions.size + pairs;
  };
  const thin = ads.filter(({ group, ad }) => ad.headlines.length < Math.min(15, capacity(group)) || ad.descriptions.length < 4);
  check(
    'lines-15-4',
    !thin.length,
    thin
      .map(
        ({ group, ad }) =>
          `${group.name}: ${ad.headlines.length}/${ad.descriptions.length} of ${Math.min(15, capacity(group))} (${ad.missingFacts ?? ''})`,
      )
      .join(', '),
  );
  const shortUnnamed = short.filter(({ ad }) => !ad.missingFacts?.length);
  check('missing-facts-named', !shortUnnamed.length, shortUnnamed.map(({ group }) => group.name).join(', '));
  // Endings differ in what they say, not only in wording ("Pide tu cita hoy." vs "Agenda tu cita.").
  const sameEndings = ads.filter(({ ad }) => {
    const ends = ad.descriptions.map((d) => d.split(/(?<=[.!?])\s+/).pop());
    return ends.some((e, i) => ends.some((o, j) => j > i && (fold(e) === fold(o) || sameEnding(e, o))));
  });
  check('distinct-endings', !sameEndings.length, sameEndings.map(({ group }) => group.name).join(', '));
  for (const [name, pass, detail] of expertChecks({ brief, strategy, ads, places })) check(name, pass, detail);

  // The linter, with only the facts as support (a claim no fact supports is refused).
  // A price may be written with thousands separators ("$450.000", "$1,200").
  const support = [
    f.brand,
    ...f.services.map((s) => `${s.name} ${s.price?.amount ?? ''} ${String(s.price?.amount ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`),
    ...f.sellingPoints,
    f.hours,
  ].join(' . ');
  // The owner's acronyms ("NCEA", "DVSA") are written in capitals, as the owner writes them.
  const acronyms = [...new Set([...f.services.map((s) => s.name), ...f.sellingPoints].join(' ').match(/\b\p{Lu}{2,}\b/gu) ?? [])];
  const ctx = {
    lang: es ? 'es' : 'en',
    support,
    properNouns: [...places, ...(f.brand ? [f.brand] : []), ...acronyms],
    // Only places count as the place a line carries: an acronym ("NCEA") is no place.
    places,
    neverSay: f.neverSay,
    // The brand is a fact a line carries: "Brand: selling point" says more than the selling point.
    ...(f.brand ? { brand: f.brand } : {}),
  };
  const lint = ads.flatMap(({ group, ad }) =>
    lintAdCopy({ headlines: ad.headlines, descriptions: ad.descriptions }, ctx).map(
      (v) => `${group.name} ${v.field}[${v.index}] ${v.rule}: ${ad[v.field][v.index]}`,
    ),
  );
  check('lint-clean', !lint.length, lint.slice(0, 3).join(' | '));

  const category = KIND_CTA[brief.kind];
  if (category) {
    const rule = CTA[category];
    // The owner's own selling points may hold any word ("Presupuesto sin compromiso" at a garage).
    const withoutFacts = (l) => f.sellingPoints.reduce((t, p) => t.split(fold(p)).join(' '), fold(l));
    const bad = ads.filter(({ ad }) => {
      const lines = [...ad.headlines, ...ad.descriptions].map(withoutFacts);
      return !lines.some((l) => rule.ok.test(l)) || lines.some((l) => rule.wrong.test(l));
    });
    check(
      'cta-fit',
      !bad.length,
      `${category}: ${bad
        .map(
          ({ group, ad }) =>
            `${group.name} (${[...ad.headlines, ...ad.descriptions].find((l) => rule.wrong.test(withoutFacts(l))) ?? 'no fitting call to action'})`,
        )
        .join(', ')}`,
    );
  } else check('cta-fit', false, `no expected call to action for kind ${brief.kind}`);

  const allLines = [...ads.flatMap(({ ad }) => [...ad.headlines, ...ad.descriptions]), ...(strategy.callouts ?? [])];
  if (es) {
    const wrong = brief.variety === 'es-voseo' ? TUTEO_FORMS : VOSEO_FORMS;
    const found = allLines.filter((l) => wrong.test(l));
    // "Llamanos" is voseo only without the accent; tuteo writes "Llámanos".
    check('spanish-variety', !found.length, found.slice(0, 3).join(' | '));
  } else check('spanish-variety', true);

  const used = f.sellingPoints.filter((p) => {
    const key = words(p).filter((w) => w.length > 3);
    return allLines.some((l) => {
      const lw = words(l);
      return key.filter((w) => lw.includes(w)).length >= Math.min(2, key.length);
    });
  });
  check('selling-points-used', used.length === f.sellingPoints.length, `${used.length}/${f.sellingPoints.length}`);

  const callouts = strategy.callouts ?? [];
  const notFacts = callouts.filter((c) => !f.sellingPoints.some((p) => fold(p).includes(fold(c)) || fold(c).includes(fold(p))));
  check('callouts-are-facts', !notFacts.length, notFacts.join(', '));

  const snippetValues = (assets.snippets ?? []).flatMap((s) => s.values);
  const badSnippets = snippetValues.filter(
    (v) => !f.services.some((s) => fold(s.name) === fold(v)) || placeStems.some((ps) => ps.length && ps.every((w) => words(v).includes(w))),
  );
  check('snippets-are-services', !badSnippets.length, badSnippets.join(', '));

  const badLinks = (assets.sitelinks ?? []).filter((s) =>
    [s.text, s.description1, s.description2].some((t) => PHONE.test(t) || EMAIL.test(t) || URL_RE.test(t)),
  );
  check('sitelinks-clean', !badLinks.length, badLinks.map((s) => `${s.text} — ${s.description1} — ${s.description2}`).join(' | '));

  // Keywords: never two places in one; the service with its place once; near me once; capitals kept.
  const keywordIssues = [];
  for (const g of groups) {
    let withPlace = 0;
    for (const k of g.keywords) {
      const kw = words(k.text);
      const hits = placeStems.filter((ps) => ps.length && ps.every((w) => kw.includes(w)));
      // "Buenos Aires" inside "Palermo, Buenos Aires" is one place named once; two different names are two.
      if (new Set(hits.map((h) => h.join(' '))).size > 1) keywordIssues.push(`two places: ${k.text}`);
      if (hits.length && fold(k.text).startsWith(fold(g.name))) withPlace++;
    }
    if (withPlace > 1) keywordIssues.push(`${g.name}: service with place ${withPlace} times`);
  }
  check('keywords-places', !keywordIssues.length, keywordIssues.slice(0, 3).join(' | '));
  const nearTwice = groups.filter((g) => g.keywords.filter((k) => /near me|cerca de m/.test(fold(k.text))).length > 1);
  check('keywords-near-me', !nearTwice.length, nearTwice.map((g) => g.name).join(', '));
  const proper = new Set();
  for (const t of [...f.services.map((s) => s.name), brief.input.keywords]) {
    for (const sentence of t.split(/[,.]/)) {
      sentence
        .trim()
        .split(/\s+/)
        .forEach((w, i) => {
          if ((/^\p{Lu}{2,}$/u.test(w) || (i > 0 && /^\p{Lu}\p{Ll}/u.test(w))) && w.length > 1) proper.add(w);
        });
    }
  }
  const lowered = groups.flatMap((g) =>
    g.keywords.filter((k) => k.text.split(/\s+/).some((w) => [...proper].some((p) => fold(p) === fold(w) && p !== w))).map((k) => k.text),
  );
  check('keywords-capitals', !lowered.length, lowered.slice(0, 4).join(', '));

  // Negatives: none blocks the business's own searches; singular and plural; what it does not offer.
  const protectedTexts = [...f.services.map((s) => s.name), ...brief.input.keywords.split(','), ...f.sellingPoints];
  const negatives = strategy.negativeKeywords ?? [];
  const conflicts = negatives.filter((n) => {
    const nw = words(n).map(stem);
    return protectedTexts.some((p) => {
      const pw = words(p).map(stem);
      return nw.length && nw.every((w) => pw.includes(w));
    });
  });
  const kindConflicts = negatives.filter(
    (n) =>
      (brief.kind === 'labour lawyer' && /^(trabajos?|empleos?|jobs?)$/.test(fold(n))) ||
      (['English academy', 'tutor', 'music teacher', 'driving school', 'yoga studio'].includes(brief.kind) &&
        /^(cursos?|courses?|clases?|class(es)?|lessons?)$/.test(fold(n))) ||
      (f.sellingPoints.some((p) => /\b(free|gratis|gratuit|sin cargo|sin costo)/.test(fold(p))) &&
        /^(free|gratis|gratuit[oa]s?)$/.test(fold(n))),
  );
  check('negatives-no-conflict', !conflicts.length && !kindConflicts.length, [...conflicts, ...kindConflicts].join(', '));
  const dropped = new Set((strategy.droppedNegatives ?? []).map((d) => fold(d.text)));
  const halfPairs = PAIRS[es ? 'es' : 'en'].filter(([a, b]) => {
    const has = (x) => negatives.some((n) => fold(n) === x);
    return has(a) !== has(b) && !dropped.has(has(a) ? b : a);
  });
  const droppedWithoutReason = (strategy.droppedNegatives ?? []).filter((d) => !d.reason);
  check(
    'negatives-plural',
    !halfPairs.length && !droppedWithoutReason.length,
    [...halfPairs.map((p) => p.join('/')), ...droppedWithoutReason.map((d) => d.text)].join(', '),
  );
  const notExcluded = f.notOffered.filter((n) => !negatives.some((x) => fold(x) === fold(n)) && !dropped.has(fold(n)));
  check('negatives-not-offered', !notExcluded.length, notExcluded.join(', '));

  // Words never to use: nowhere in the strategy (ads, callouts, summary, A/B plan, steps) or the assets.
  const shown = { ...strategy, droppedNegatives: undefined };
  const everything = fold(JSON.stringify(shown) + JSON.stringify(assets));
  const said = f.neverSay.filter((w) =>
    new RegExp(`(?<![\\p{L}\\d])${fold(w).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}\\d])`, 'u').test(everything),
  );
  check('never-say', !said.length, said.join(', '));

  // Claims: "insured" only from an insured fact; speed and urgency only from an emergency or same-day fact.
  const factText = fold([...f.sellingPoints, ...f.services.map((s) => s.name), f.hours].join(' '));
  const prose = fold(
    [
      strategy.summary,
      ...allLines,
      ...(strategy.abTest ? [strategy.abTest.hypothesis, ...strategy.abTest.headlines, ...strategy.abTest.descriptions] : []),
      ...(assets.sitelinks ?? []).flatMap((s) => [s.text, s.description1, s.description2]),
    ].join(' . '),
  );
  const claims = [];
  if (/\b(insured|asegurad)/.test(prose) && !/insur|asegurad/.test(factText)) claims.push('insured');
  if (
    /\b(fast response|rapid response|urgent|urgencias?|respuesta rapida)\b/.test(prose) &&
    !/emergenc|urgenc|24|same[- ]day|mismo dia|en el dia|llegamos en/.test(factText)
  )
    claims.push('urgent/fast response');
  check('claims-supported', !claims.length, claims.join(', '));

  const unsourced = ads.filter(
    ({ ad }) =>
      (ad.sources?.headlines?.length ?? 0) !== ad.headlines.length || (ad.sources?.descriptions?.length ?? 0) !== ad.descriptions.length,
  );
  const calloutSources = (strategy.calloutSources?.length ?? 0) === callouts.length;
  check(
    'sources-recorded',
    !unsourced.length && calloutSources,
    `${unsourced.map(({ group }) => group.name).join(', ')}${calloutSources ? '' : ' (callouts)'}`,
  );
  check('time-300ms', ms < 300, `${ms.toFixed(0)} ms`);
  return out;
}
