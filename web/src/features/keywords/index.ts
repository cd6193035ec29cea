/** The keywords feature's public face: panels for the campaign form's slots (wired in app/). */
export { BudgetForecast } from './components/budget-forecast';
export { KeywordIdeasPanel } from './components/keyword-ideas-panel';
