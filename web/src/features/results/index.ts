/** The results feature's public face: the panel the campaign page shows (with its chart library). */
export { ResultsPanel } from './results-panel';
