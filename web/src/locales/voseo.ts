/**
 * What gives voseo away in a text, for the checks that tuteo says nothing in vos (the catalog test,
 * locales/varieties.test.ts, and the e2e pages an es-MX reader sees). Plain TypeScript with no
 * imports, so the e2e specs can use it too; no page loads it.
 */
/** Words that end stressed in every variety: not verbs in vos. */
const NEUTRAL = new Set(
  (
    'más además demás jamás atrás quizás detrás estás compás ' +
    'después través inglés interés francés portugués japonés holandés escocés irlandés cortés revés exprés estrés marqués ' +
    'país maíz raíz anís ' +
    'está acá allá ojalá sofá mamá papá quizá panamá canadá bogotá paraná ' +
    'esté estés sé qué café bebé josé puré ' +
    'sí mí así aquí allí ahí ají maní rubí esquí haití leí'
  ).split(' '),
);
/** Vos forms ending in -rá or -rás, which a future ("podrá", "verás") also ends in. */
const VOS_R = new Set(
  (
    'mirás esperás borrás ahorrás cobrás declarás preparás comparás generás operás cerrás tirás girás mejorás explorás entrás registrás ' +
    'mirá esperá borrá ahorrá cobrá declará prepará compará generá operá cerrá tirá girá mejorá explorá entrá registrá corré recorré'
  ).split(' '),
);
/** Imperatives with a pronoun, which voseo writes without an accent ("Probalo"; tuteo "Pruébalo"). */
const VOS_CLITIC = new Set(
  (
    'probalo probala pasate creala crealo escribilo escribila escribinos contanos contale preguntale reportales revisalo revisala ' +
    'revisalos revisalas guardalo guardala completalo completala sacalos sacalo lanzala lanzalo reenvialo mandanos cambialos ' +
    'cambialo cambiala seguila seguilo fijate dejala dejalo dejalos llamanos contactanos decinos decime contame editala editalo ' +
    'activala activalo suscribite asegurate registrate sumate animate olvidate acordate quedate hacelo pedilo agregala agregalo ' +
    'conectala conectalo elegilo elegila avisanos mostranos mostrale decile pasale mandale escribile avisale ponelo ponela'
  ).split(' '),
);

/**
 * The vos forms in a text: "vos", "sos", a verb stressed on its last syllable the way voseo stresses
 * it ("podés", "elegí", "Probá"; not a future: "podrá", "verás"), or an imperative with a pronoun
 * written without its tuteo accent ("Escribinos"). Whole words only: "voseo" or "vosotros" are not "vos".
 */
export function vosForms(text: string): string[] {
  return (text.match(/\p{L}+/gu) ?? []).filter((word) => {
    const w = word.toLowerCase();
    if (w === 'vos' || w === 'sos' || VOS_CLITIC.has(w) || VOS_R.has(w)) return true;
    if (NEUTRAL.has(w) || w.length < 3 || !/[áéí]s?$/.test(w)) return false;
    // Stressed only on the last syllable: no other accent ("también" has its own, "país" is listed).
    if (/[áéíóú]/.test(w.replace(/[áéí]s?$/, ''))) return false;
    // Futures: "podrás", "verás", "será", "creará", "crearé".
    return !/(arás|erás|irás|drás|brás|rrás|rá|ré)$/.test(w);
  });
}
