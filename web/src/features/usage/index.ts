/** The usage feature's public face: the meter of what the plan has left. */
export { UsageMeter } from './usage-meter';
