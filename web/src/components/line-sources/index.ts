export { DroppedNegatives, LineSourceNote, MissingFacts, SourcesToggle } from './line-sources';
