import { section } from './types.js';

/**
 * The places a campaign targets, in words: the history of a change of places in Google Ads, and
 * what blocks a place Google cannot match (with its fix on the campaign page, where the owner is).
 */
const en = {
  'places.radius': ({ km, place }: { km: number; place: string }) => `${km} km around ${place}`,
  'places.changed': ({ from, to }: { from: string; to: string }) => `Changed the places: ${from} → ${to}`,
  'places.none': 'no place',
  'places.notFound': ({ location }: { location: string }) => `We couldn't find "${location}" as a place Google Ads can target.`,
  'places.widened': ({ location, place }: { location: string; place: string }) => `"${location}" would target all of ${place}.`,
  'places.unmatched': ({ place }: { place: string }) => `We couldn't match "${place}" to a place Google Ads can target.`,
  'places.unmatchedFix': 'Pick it again in Places on this page: another suggestion, or a radius around it.',
  'places.notInGoogleAds': 'The campaign is not in Google Ads yet: edit its places with the campaign.',
  'places.inGoogleAds': 'The campaign is in Google Ads: its places change there, with an undo.',
  'places.unchanged': 'These are already the campaign’s places.',
};

export const places = section({
  en,
  voseo: {
    'places.radius': ({ km, place }) => `${km} km alrededor de ${place}`,
    'places.changed': ({ from, to }) => `Lugares cambiados: ${from} → ${to}`,
    'places.none': 'ningún lugar',
    'places.notFound': ({ location }) => `No encontramos "${location}" como un lugar al que Google Ads pueda apuntar.`,
    'places.widened': ({ location, place }) => `"${location}" apuntaría a todo ${place}.`,
    'places.unmatched': ({ place }) => `No pudimos asociar "${place}" con un lugar al que Google Ads pueda apuntar.`,
    'places.unmatchedFix': 'Elegilo de nuevo en Lugares, en esta página: otra sugerencia o un radio alrededor.',
    'places.notInGoogleAds': 'La campaña todavía no está en Google Ads: sus lugares se editan con la campaña.',
    'places.inGoogleAds': 'La campaña está en Google Ads: sus lugares se cambian allí, con la opción de deshacer.',
    'places.unchanged': 'Estos ya son los lugares de la campaña.',
  },
  tuteo: {
    'places.unmatchedFix': 'Elígelo de nuevo en Lugares, en esta página: otra sugerencia o un radio alrededor.',
  },
});
