import { section } from './types.js';

/**
 * The assistant when it did not understand (an honest answer with concrete things to ask, never a
 * previous answer), and copy written for one ad group.
 */
const en = {
  'understand.unknown': 'I did not understand that, and I would rather not guess. You could ask me, for example:',
  'understand.option.performance': ({ name }: { name: string }) => `- “How is ${name} doing?”`,
  'understand.option.copy': ({ group }: { group: string }) => `- “Write 3 headlines for ${group}”`,
  'understand.option.define': '- “What does CPC mean?”',
  'understand.option.start': '- “How do I create my first campaign?”',
  'understand.option.budget': '- “Is my budget enough?”',
  'understand.partly': 'Part of your message I did not understand; if I missed something, ask it again in other words.',
  'understand.copy.forGroup': ({ group, name }: { group: string; name: string }) =>
    `Headlines for the ad group “${group}” of “${name}” (max. 30 characters), from what the campaign says about the business and checked against Google's rules:`,
  'understand.copy.addToGroup': ({ group }: { group: string }) =>
    `To add them to this group: on the campaign page, “Edit” → “${group}” → “Add headline”, and paste them in.`,
};

export const understand = section({
  en,
  voseo: {
    'understand.unknown': 'No pude entender eso, y prefiero no adivinar. Podés preguntarme, por ejemplo:',
    'understand.option.performance': ({ name }) => `- «¿Cómo le va a ${name}?»`,
    'understand.option.copy': ({ group }) => `- «Escribí 3 títulos para ${group}»`,
    'understand.option.define': '- «¿Qué significa CPC?»',
    'understand.option.start': '- «¿Cómo creo mi primera campaña?»',
    'understand.option.budget': '- «¿Me alcanza el presupuesto?»',
    'understand.partly': 'Una parte de tu mensaje no la pude entender; si me faltó algo, preguntámelo de otra forma.',
    'understand.copy.forGroup': ({ group, name }) =>
      `Títulos para el grupo de anuncios «${group}» de «${name}» (máx. 30 caracteres), hechos con lo que la campaña dice del negocio y revisados con las reglas de Google:`,
    'understand.copy.addToGroup': ({ group }) =>
      `Para sumarlos a este grupo: en la página de la campaña, «Editar» → «${group}» → «Agregar un título», y pegalos.`,
  },
  tuteo: {
    'understand.unknown': 'No pude entender eso, y prefiero no adivinar. Puedes preguntarme, por ejemplo:',
    'understand.option.copy': ({ group }) => `- «Escribe 3 títulos para ${group}»`,
    'understand.partly': 'Una parte de tu mensaje no la pude entender; si me faltó algo, pregúntamelo de otra forma.',
    'understand.copy.addToGroup': ({ group }) =>
      `Para añadirlos a este grupo: en la página de la campaña, «Editar» → «${group}» → «Agregar un título», y pégalos.`,
  },
});
