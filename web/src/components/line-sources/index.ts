export { DroppedNegatives, LineSourceNote, MissingFacts, SourcesToggle } from './line-sources';
export { SourcedItems, assetsHaveSources } from './asset-sources';
