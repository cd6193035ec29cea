import { section } from './types.js';

/** The facts reader's answers (POST /campaign/user/{uid}/facts). */
const en = {
  'rateLimit.facts': (p: { minutes: number }) =>
    `Too many readings of the business's facts in a short time. Another one is possible in ${p.minutes} minutes.`,
};

export const factsReader = section({
  en,
  voseo: {
    'rateLimit.facts': (p) =>
      `Demasiadas lecturas de los datos del negocio en poco tiempo. Será posible pedir otra dentro de ${p.minutes} minutos.`,
  },
  tuteo: {},
});
