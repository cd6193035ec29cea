/** Conversion tracking's public face: the campaign page's section (tags, states, the e-mailed steps). */
export { TrackingSection } from './tracking-section';
