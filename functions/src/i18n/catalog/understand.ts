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
  'understand.copy.fromFacts.headlines': ({ group, name }: { group: string; name: string }) =>
    `New headlines for the ad group “${group}” of “${name}” (max. 30 characters), written only from the facts you confirmed and checked against Google's rules:`,
  'understand.copy.fromFacts.descriptions': ({ group, name }: { group: string; name: string }) =>
    `New descriptions for the ad group “${group}” of “${name}” (max. 90 characters), written only from the facts you confirmed and checked against Google's rules:`,
  'understand.copy.field.headlines': 'headlines',
  'understand.copy.field.descriptions': 'descriptions',
  'understand.copy.addButton': ({ button, group }: { button: string; group: string }) =>
    `${button} puts them in the ad of “${group}” as your own lines; you can still change them on the campaign page.`,
  'understand.copy.full': ({ group, max, field }: { group: string; max: number; field: string }) =>
    `“${group}” already has ${max} ${field}, Google's maximum: to use one of these, replace one of its ${field} on the campaign page.`,
  'understand.copy.short': ({ count, gaps }: { count: number; gaps: string }) =>
    `Your facts support only ${count} new line(s) that the ad does not have yet; adding ${gaps} to the campaign's facts gives more.`,
  'understand.copy.noneLeft': ({ group, field }: { group: string; field: string }) =>
    `All the ${field} your facts support are already in the ad of “${group}”. Add selling points, a price or your hours to the campaign's facts and ask again.`,
  'understand.copy.noGroup': ({ focus, name }: { focus: string; name: string }) =>
    `“${name}” has no ad group for “${focus}”. Its ad groups are:`,
  'understand.copy.whichGroup': ({ name }: { name: string }) => `Which ad group of “${name}” are they for? Its ad groups are:`,
  'understand.copy.example': ({ group }: { group: string }) => `Ask me, for example: “Write 3 headlines for ${group}”`,
  'understand.copy.gap.brand': 'your brand',
  'understand.copy.gap.place': 'a place',
  'understand.copy.gap.sellingPoints': 'selling points',
  'understand.copy.gap.channel': 'a phone, WhatsApp or booking page',
  'understand.copy.gap.price': 'a price',
  'understand.copy.gap.hours': 'your hours',
  'understand.copy.gap.any': 'selling points',
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
    'understand.copy.fromFacts.headlines': ({ group, name }) =>
      `Títulos nuevos para el grupo de anuncios «${group}» de «${name}» (máx. 30 caracteres), escritos solo con los datos que confirmaste y revisados con las reglas de Google:`,
    'understand.copy.fromFacts.descriptions': ({ group, name }) =>
      `Descripciones nuevas para el grupo de anuncios «${group}» de «${name}» (máx. 90 caracteres), escritas solo con los datos que confirmaste y revisadas con las reglas de Google:`,
    'understand.copy.field.headlines': 'títulos',
    'understand.copy.field.descriptions': 'descripciones',
    'understand.copy.addButton': ({ button, group }) =>
      `${button} los pone en el anuncio de «${group}» como líneas tuyas; después se pueden cambiar en la página de la campaña.`,
    'understand.copy.full': ({ group, max, field }) =>
      `«${group}» ya tiene ${max} ${field}, el máximo de Google: para usar uno de estos, reemplazá uno de sus ${field} en la página de la campaña.`,
    'understand.copy.short': ({ count, gaps }) =>
      `Tus datos alcanzan solo para ${count} línea(s) nueva(s) que el anuncio todavía no tiene; si sumás ${gaps} a los datos de la campaña, salen más.`,
    'understand.copy.noneLeft': ({ group, field }) =>
      `Todos los ${field} que tus datos permiten ya están en el anuncio de «${group}». Sumá puntos fuertes, un precio o tu horario a los datos de la campaña y volvé a preguntar.`,
    'understand.copy.noGroup': ({ focus, name }) => `«${name}» no tiene un grupo de anuncios para «${focus}». Sus grupos son:`,
    'understand.copy.whichGroup': ({ name }) => `¿Para qué grupo de anuncios de «${name}» son? Sus grupos son:`,
    'understand.copy.example': ({ group }) => `Pedime, por ejemplo: «Escribí 3 títulos para ${group}»`,
    'understand.copy.gap.brand': 'tu marca',
    'understand.copy.gap.place': 'un lugar',
    'understand.copy.gap.sellingPoints': 'puntos fuertes',
    'understand.copy.gap.channel': 'un teléfono, WhatsApp o página de reservas',
    'understand.copy.gap.price': 'un precio',
    'understand.copy.gap.hours': 'tu horario',
    'understand.copy.gap.any': 'puntos fuertes',
  },
  tuteo: {
    'understand.unknown': 'No pude entender eso, y prefiero no adivinar. Puedes preguntarme, por ejemplo:',
    'understand.option.copy': ({ group }) => `- «Escribe 3 títulos para ${group}»`,
    'understand.partly': 'Una parte de tu mensaje no la pude entender; si me faltó algo, pregúntamelo de otra forma.',
    'understand.copy.example': ({ group }) => `Pídeme, por ejemplo: «Escribe 3 títulos para ${group}»`,
    'understand.copy.full': ({ group, max, field }) =>
      `«${group}» ya tiene ${max} ${field}, el máximo de Google: para usar uno de estos, reemplaza uno de sus ${field} en la página de la campaña.`,
    'understand.copy.short': ({ count, gaps }) =>
      `Tus datos alcanzan solo para ${count} línea(s) nueva(s) que el anuncio todavía no tiene; si sumas ${gaps} a los datos de la campaña, salen más.`,
    'understand.copy.noneLeft': ({ group, field }) =>
      `Todos los ${field} que tus datos permiten ya están en el anuncio de «${group}». Suma puntos fuertes, un precio o tu horario a los datos de la campaña y vuelve a preguntar.`,
  },
});
