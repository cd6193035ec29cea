import { createContext, useContext, type ComponentType } from 'react';

/**
 * Places in the campaign form where another feature can add a panel (features never import each
 * other): the form renders the slot, `app/` provides the component. No provider → nothing shown.
 */
export interface KeywordIdeasSlotProps {
  idPrefix: string;
  /** The form's comma-separated keywords. */
  keywords: string;
  location: string;
  language: string;
  /** The landing page, if the user gave one. */
  url: string;
  /** Appends one keyword to the form's keywords field. */
  onAdd: (keyword: string) => void;
}

export interface BudgetForecastSlotProps {
  idPrefix: string;
  keywords: string;
  /** The weekly budget as typed. */
  budget: string;
  location: string;
  language: string;
  /** The place's money and its reference rate (units per US dollar), when it is not the dollar: figures are shown in it. */
  money?: { currency: string; rate: number } | undefined;
}

export interface FormSlots {
  keywordIdeas?: ComponentType<KeywordIdeasSlotProps>;
  budgetForecast?: ComponentType<BudgetForecastSlotProps>;
}

const FormSlotsContext = createContext<FormSlots>({});

export const FormSlotsProvider = FormSlotsContext.Provider;

export function useFormSlots(): FormSlots {
  return useContext(FormSlotsContext);
}
