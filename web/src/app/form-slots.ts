import { BudgetForecast, KeywordIdeasPanel } from '@/features/keywords';
import type { FormSlots } from '@/lib/form-slots';

/** Which feature fills each slot of the campaign form (features never import each other). */
export const formSlots: FormSlots = { keywordIdeas: KeywordIdeasPanel, budgetForecast: BudgetForecast };
