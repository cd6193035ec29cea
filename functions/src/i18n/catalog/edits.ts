import { section } from './types.js';

/** The campaign page's per-group edits: what a refused edit says. */
const en = {
  'edits.applyToAllRequired': ({ field }: { field: string }) =>
    `${field}: these lines would replace every ad group's own ad. To change one group, send it in adGroups with its ad; to change them all, send applyToAllGroups: true.`,
  'edits.noSuchGroup': ({ field, name }: { field: string; name: string }) =>
    `${field}: there is no ad group named "${name}" in this campaign.`,
  'edits.groupTwice': ({ field, name }: { field: string; name: string }) => `${field}: the ad group "${name}" is sent twice.`,
};

export const edits = section({
  en,
  voseo: {
    'edits.applyToAllRequired': ({ field }) =>
      `${field}: estas líneas reemplazarían el anuncio propio de cada grupo. Para cambiar un grupo, se envía en adGroups con su anuncio; para cambiarlos todos, con applyToAllGroups: true.`,
    'edits.noSuchGroup': ({ field, name }) => `${field}: esta campaña no tiene un grupo de anuncios llamado "${name}".`,
    'edits.groupTwice': ({ field, name }) => `${field}: el grupo de anuncios "${name}" viene dos veces.`,
  },
  tuteo: {},
});
