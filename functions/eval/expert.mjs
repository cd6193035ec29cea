// The checks a PPC expert adds before launching a Search campaign unchanged, written apart from the
// generator (and from the corpus it was tuned on): lines that say the same thing twice, calls to
// action repeated per channel, generic padding, keywords that match other intents, keywords bid twice,
// display paths of another service. Each answers [name, pass, detail] for the rubric.

export const fold = (t) =>
  String(t ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
export const words = (t) =>
  fold(t)
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
const stem = (w) => (w.length > 4 ? w.replace(/(es|s)$/, '') : w.length > 3 ? w.replace(/s$/, '') : w);

const STOP = new Set(
  (
    'de del la las el los lo y e o u en a al para por con sin tu tus su sus mi mis te se que un una unos unas ' +
    'nuestro nuestra nuestros nuestras nos es son hay desde hasta muy mas the a an and or of for to in on at with ' +
    'your our my we you us it its is are be from by as all any every this that'
  ).split(' '),
);
/** Words that add nothing a reader can act on. */
const FILLER = new Set('hoy ahora ya mismo aqui now today here right away'.split(' '));
/** Imperatives that open a call to action (folded, both Spanish varieties and English). */
const CTA_VERBS = new Set(
  (
    'agenda agendar agende pide pedi pidela reserva reserve reservar programa aparta separa solicita solicite saca saca consigue ' +
    'consegui obten obtene llama llamanos llamame llame escribenos escribinos escribe escribi escribenos contactanos ' +
    'contacta contacte cotiza cotizanos compra compra visita visitanos veni ven conoce conocenos inscribete inscribite descubre ' +
    'descubri pedinos pidenos hace haz encarga elige elegi aprovecha asegura asegura trae traenos manda envia envianos chatea ' +
    'habla cuentanos contanos deja dejanos prueba proba empeza empieza unite unete ahorra arma consulta consultanos ' +
    'book call order get request schedule claim grab make contact message text visit enrol enroll sign shop buy start try ' +
    'join reserve secure ask talk speak find see discover learn chat email send drop come arrange plan save'
  ).split(' '),
);
/** What a call to action asks for, unified so "Agenda tu cita" and "Reserva tu turno" read alike. */
const OBJECTS = [
  [/^(citas?|turnos?|horas?|appointments?|reservas?|reservations?|bookings?|sesion(es)?|sessions?|spots?|lugar(es)?|slots?)$/, 'APPT'],
  [/^(presupuestos?|cotizacion(es)?|quotes?|estimates?)$/, 'QUOTE'],
  [/^(pedidos?|orders?)$/, 'ORDER'],
];
/** The opening imperative, by what it asks: calling and writing are other actions than booking or asking. */
const verbClass = (w) =>
  /^(llam|call|phone|ring)/.test(w) ? 'CALL' : /^(escrib|message|text|chat|whatsapp|email)/.test(w) ? 'WRITE' : 'CTA';
const norm = (w, i) => {
  if (i === 0 && CTA_VERBS.has(w)) return verbClass(w);
  for (const [re, k] of OBJECTS) if (re.test(w)) return k;
  return stem(w);
};
/** A line's content: folded, stemmed words without stop words and filler, its opening call to action unified. */
const content = (line) =>
  new Set(
    words(line)
      .map(norm)
      .filter((w) => !STOP.has(w) && !FILLER.has(w)),
  );
const jaccard = (a, b) => {
  const inter = [...a].filter((x) => b.has(x)).length;
  return inter / (a.size + b.size - inter || 1);
};
/** Two lines say the same thing: the same content, or 4 of 5 words alike. */
const sameThing = (a, b) => {
  const ca = content(a);
  const cb = content(b);
  if (!ca.size || !cb.size) return fold(a) === fold(b);
  return jaccard(ca, cb) >= 0.8;
};

/** Which channel or action a call to action asks for, or null when the line is no call to action. */
const CHANNELS = [
  ['call', /\b(llam\w*|call\w*|phone|telefono)\b/],
  ['message', /\b(whatsapp|escrib\w*|message|text|mensajes?|chat\w*)\b/],
  ['quote', /\b(presupuestos?|cotiz\w*|quotes?|estimates?)\b/],
  [
    'book',
    /\b(citas?|turnos?|reserv\w*|book\w*|agend\w*|appointments?|sessions?|sesion\w*|program\w*|schedule\w*|apart\w*|separ\w*|horas?)\b/,
  ],
  ['enrol', /\b(inscrib\w*|inscripcion\w*|enrol\w*|sign|vacantes?|clases?|class\w*|lessons?)\b/],
  ['order', /\b(pedidos?|pide|pedi|pidenos|pedinos|order\w*|compr\w*|buy|shop|encarg\w*)\b/],
  ['visit', /\b(visit\w*|ven|veni|conoc\w*|come|drop)\b/],
];
export function ctaChannel(line, factTexts) {
  // The owner's own words ("Consulta nutricional", "Free quotes") are facts, not calls to action.
  let t = fold(line);
  for (const f of factTexts) if (f && t.includes(f)) t = t.split(f).join(' ');
  const first = words(t)[0];
  if (!first || !CTA_VERBS.has(first)) return null;
  for (const [name, re] of CHANNELS) if (re.test(t)) return name;
  return 'other';
}

/** Words that fill a line without a fact: a line made only of them is padding. */
const GENERIC = new Set(
  (
    'calidad confianza confiable confiables profesional profesionales profesionalismo servicio servicios mejor mejores ' +
    'excelente excelentes excelencia garantizado garantizada garantizados atencion personalizada personalizado expertos experto ' +
    'equipo soluciones solucion necesidades opcion resultados informacion sitio web pagina contacto bienvenido bienvenidos ' +
    'lider lideres precios precio bajos economico economicos accesible accesibles unico ideal perfecto todo necesitas buscas ' +
    'quality trusted trust professional professionals service services best great top excellent expert experts team local ' +
    'reliable affordable friendly satisfaction guaranteed solution solutions needs choice results more info information ' +
    'website site welcome leading premium value low prices price everything need looking help ayuda ayudamos cuidamos ' +
    'cuidado care'
  ).split(' '),
);
const isPadding = (line) => {
  const ws = words(line).filter((w) => !STOP.has(w) && !FILLER.has(w));
  return ws.length > 0 && ws.every((w) => GENERIC.has(w) || GENERIC.has(stem(w)));
};

const NEAR = new Set(['near', 'me', 'cerca', 'mi', 'nearby']);

/**
 * The facts a headline carries, as a key ('' when none): each fact's content words, a word counted
 * for one fact only (the fact matching most words first), a fact carried when the line holds half its
 * words (all of a brand's or a place's); a shortened selling point ("Fixed quotes" of "Fixed quotes
 * before we start") still carries it. The price by its amount; the call to action by its channel.
 */
function factReader(f, places, factTexts) {
  const stems = (t) =>
    words(t)
      .filter((w) => !STOP.has(w) && !FILLER.has(w))
      .map(stem);
  const facts = [
    ...(f.brand ? [{ id: 'brand', stems: stems(f.brand), all: true }] : []),
    ...places.map((p, i) => ({ id: `place${i}`, stems: stems(p), all: true })),
    ...f.services.map((s, i) => ({ id: `service${i}`, stems: stems(s.name) })),
    ...f.sellingPoints.map((p, i) => ({ id: `point${i}`, stems: stems(p) })),
    ...(f.hours ? [{ id: 'hours', stems: stems(f.hours) }] : []),
  ].filter((x) => x.stems.length);
  const amounts = f.services.filter((s) => s.price).map((s) => String(Math.round(s.price.amount)));
  return (line) => {
    const left = new Set(stems(line));
    const out = [];
    for (;;) {
      let best;
      for (const x of facts) {
        if (out.includes(x.id)) continue;
        const hit = [...new Set(x.stems)].filter((w) => left.has(w));
        const size = new Set(x.stems).size;
        // A fact of one or two words only whole ("Pest control" does not carry "Rodent control").
        const enough = x.all || size <= 2 ? hit.length === size : hit.length >= Math.ceil(size / 2);
        if (enough && (!best || hit.length > best.hit.length)) best = { x, hit };
      }
      if (!best) break;
      out.push(best.x.id);
      for (const w of best.hit) left.delete(w);
    }
    const digits = fold(line).replace(/(\d)[.,](?=\d{3}\b)/g, '$1');
    if (amounts.some((a) => new RegExp(`(^|\\D)${a}(\\D|$)`).test(digits))) out.push('price');
    const cta = ctaChannel(line, factTexts);
    if (cta) out.push(`cta:${cta}`);
    // Words no fact holds ("Florist" in "Florist in Edinburgh") are content of their own; a call to
    // action's wording is not ("Book now" and "Book today" ask the same).
    else if (out.length) out.push(...[...left].map((w) => `w:${w}`));
    return out.sort().join('|');
  };
}

export function expertChecks({ brief, strategy, ads, places }) {
  const f = brief.facts;
  const out = [];
  const factTexts = [...f.services.map((s) => s.name), ...f.sellingPoints, ...(f.brand ? [f.brand] : [])].map(fold);
  const brandWords = new Set(words(f.brand ?? '').filter((w) => !STOP.has(w)));
  const placeWords = new Set(places.flatMap((p) => words(p)).filter((w) => !STOP.has(w)));

  // No two headlines (or descriptions) of one ad say the same thing. Headlines: two carrying the same
  // set of facts (the brand, a place, a service, a selling point, a price, the hours, one call to
  // action), however worded, are one; a headline carrying none is judged by its words. Descriptions,
  // sentences of several facts each, by their words.
  const carries = factReader(f, places, factTexts);
  const dupes = [];
  for (const { group, ad } of ads) {
    for (const field of ['headlines', 'descriptions']) {
      const lines = ad[field];
      const keys = lines.map((l) => (field === 'headlines' ? carries(l) : ''));
      for (let i = 0; i < lines.length; i++)
        for (let j = i + 1; j < lines.length; j++) {
          const same = keys[i] || keys[j] ? keys[i] === keys[j] : sameThing(lines[i], lines[j]);
          if (same) dupes.push(`${group.name}: "${lines[i]}" ≈ "${lines[j]}"`);
        }
    }
  }
  out.push(['lines-distinct', !dupes.length, `${dupes.length} pairs: ${dupes.slice(0, 3).join(' | ')}`]);

  // At most one call-to-action headline per channel or action.
  const repeated = [];
  for (const { group, ad } of ads) {
    const by = {};
    for (const h of ad.headlines) {
      const c = ctaChannel(h, factTexts);
      if (c) (by[c] ??= []).push(h);
    }
    for (const [c, hs] of Object.entries(by)) if (hs.length > 1) repeated.push(`${group.name} ${c}: ${hs.join(' / ')}`);
  }
  out.push(['cta-one-per-channel', !repeated.length, repeated.slice(0, 3).join(' | ')]);

  const padding = ads.flatMap(({ group, ad }) => [...ad.headlines, ...ad.descriptions].filter(isPadding).map((l) => `${group.name}: ${l}`));
  out.push(['no-padding', !padding.length, padding.slice(0, 4).join(' | ')]);

  // Keywords: each names the business's own intent. A service word that alone matches other intents
  // ("desparasitación": people; "jardín": gardening) needs the business's object or kind beside it;
  // a keyword of one bare word needs to be that object or kind. Judged where the brief says which are which.
  const expert = brief.expert;
  if (expert && (expert.ambiguous.length || expert.qualifiers.length)) {
    const qual = new Set(expert.qualifiers.map(fold));
    const amb = new Set(expert.ambiguous.map(fold));
    const bad = [];
    for (const g of strategy.adGroups ?? []) {
      for (const k of g.keywords) {
        const ws = words(k.text).filter((w) => !STOP.has(w) && !NEAR.has(w) && !placeWords.has(w));
        const qualified = ws.some((w) => qual.has(w) || brandWords.has(w));
        if (qualified) continue;
        if (ws.some((w) => amb.has(w)) || ws.length === 1) bad.push(k.text);
      }
    }
    out.push(['keywords-unambiguous', !bad.length, `${bad.length}: ${[...new Set(bad)].slice(0, 5).join(', ')}`]);
  } else out.push(['keywords-unambiguous', true, '']);

  // A keyword bid in two groups competes with itself; twice in one group is noise.
  const seen = new Map();
  const twice = [];
  for (const g of strategy.adGroups ?? []) {
    for (const k of g.keywords) {
      const key = `${fold(k.text).replace(/\s+/g, ' ').trim()}|${k.matchType}`;
      if (seen.has(key)) twice.push(`${k.text} (${seen.get(key)} / ${g.name})`);
      else seen.set(key, g.name);
    }
  }
  out.push(['keywords-unique', !twice.length, twice.slice(0, 4).join(', ')]);

  // The display path speaks of the group's own service, never another's.
  const wrongPath = [];
  for (const { group, ad } of ads) {
    const own = f.services.find((s) => fold(s.name) === fold(group.name));
    if (!own) continue;
    const ownStems = new Set(words(own.name).map(stem));
    const path = [ad.path1, ad.path2].filter(Boolean).join(' ');
    const pw = words(path.replace(/-/g, ' ')).map(stem);
    const others = f.services
      .filter((s) => s !== own)
      .flatMap((s) => words(s.name).map(stem))
      .filter((w) => !ownStems.has(w) && !STOP.has(w) && w.length > 2);
    const foreign = pw.filter((w) => others.includes(w));
    if (foreign.length) wrongPath.push(`${group.name}: /${[ad.path1, ad.path2].filter(Boolean).join('/')}`);
  }
  out.push(['path-fits-group', !wrongPath.length, wrongPath.join(', ')]);
  return out;
}

/** Description endings that say the same thing ("Pide tu cita hoy." and "Agenda tu cita."). */
export function sameEnding(a, b) {
  return sameThing(a, b);
}
