import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CampaignPayload } from '@contract/campaigns';
import { useI18n } from '@/lib/i18n';
import { useCampaignDraft } from '../hooks/use-campaign-draft';
import { useGoogleAdsCreation } from '../hooks/use-google-ads-creation';
import { useProfilePrefill } from '../hooks/use-profile-prefill';
import { useStrategyGeneration } from '../hooks/use-strategy-generation';
import {
  FORM_STEPS,
  LAST_STEP,
  MIN_DESCRIPTION_LENGTH,
  MIN_WEEKLY_BUDGET,
  firstInvalidStep,
  isStepValid,
  toPayload,
  validateStep,
  type FieldErrors,
} from '../utils/campaign-form';
import { CampaignLimitModal } from './campaign-limit-modal';
import { ConnectGoogleAdsModal } from './connect-google-ads-modal';
import { BudgetLinksStep } from './form-steps/budget-links-step';
import { BusinessInfoStep } from './form-steps/business-info-step';
import { KeywordsStep } from './form-steps/keywords-step';
import { ObjectivesStep } from './form-steps/objectives-step';
import { Stepper } from './form-steps/stepper';
import { TargetingStep } from './form-steps/targeting-step';
import { GeneratingCard } from './generating-card';
import { StrategyResult } from './strategy-result';
import { FactsPanel } from './facts/facts-panel';
import { FactsPages } from './facts/facts-pages';

const STEP_COMPONENTS = [BusinessInfoStep, ObjectivesStep, TargetingStep, KeywordsStep, BudgetLinksStep];

interface Props {
  uid: string;
  premium: boolean;
  onBackToChat: () => void;
}

/** docs/product.md P3 campaign form: five validated steps, strategy generation, and (Premium) Google Ads creation. */
export function CampaignWizard({ uid, premium, onBackToChat }: Props) {
  const { t, money } = useI18n();
  const titleId = useId();
  const idPrefix = useId();
  const draft = useCampaignDraft(uid);
  const generation = useStrategyGeneration(uid);
  const googleAds = useGoogleAdsCreation();
  // Errors show for a step once the user has tried to leave it; then they follow the typing.
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'heading' | 'generate' | keyof FieldErrors | null>(null);

  const { step, values } = draft;
  // A fresh form starts from the saved business profile.
  const prefilled = useProfilePrefill(uid, values, draft.setField);
  const problems = attempted.has(step) ? validateStep(step, values) : {};
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(problems).map(([field, id]) => [
      field,
      t(id, {
        min: MIN_DESCRIPTION_LENGTH - 1,
        amount: money(MIN_WEEKLY_BUDGET, 'USD', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      }),
    ]),
  );
  const StepFields = STEP_COMPONENTS[step] ?? BusinessInfoStep;

  // Focus moves after the render that shows the new step or the errors, so both get announced.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') stepHeading.current?.focus();
    else if (target === 'generate') generateButton.current?.focus();
    else if (target) document.getElementById(`${idPrefix}-${target}`)?.focus();
  });

  const stopAt = (invalidStep: number) => {
    setAttempted((s) => new Set(s).add(invalidStep));
    if (invalidStep !== step) {
      draft.setStep(invalidStep);
      focusNext.current = 'heading';
    } else {
      focusNext.current = (Object.keys(validateStep(invalidStep, values))[0] as keyof FieldErrors | undefined) ?? null;
    }
  };

  const goTo = (target: number) => {
    draft.setStep(target);
    focusNext.current = 'heading';
  };

  const next = () => {
    if (!isStepValid(step, values)) return stopAt(step);
    goTo(step + 1);
  };

  const validPayload = (): CampaignPayload | null => {
    const invalid = firstInvalidStep(values);
    if (invalid !== null) {
      stopAt(invalid);
      return null;
    }
    return toPayload(values);
  };

  const generate = async () => {
    const payload = validPayload();
    if (!payload) return;
    const done = await generation.generate(payload);
    // On failure the form comes back for a retry: focus goes to its button (the limit modal returns it there).
    if (done === 'error') focusNext.current = 'generate';
    if (typeof done === 'string') return;
    // Premium may still create it in Google Ads (possibly after the consent round trip): keep the answers.
    if (premium) draft.markGenerated(done.campaign?.id ?? null);
    else draft.reset();
  };

  /**
   * `generatedId` is the campaign the shown strategy was stored as: the draft learns it only after the
   * generation's promise settles, and a quick click in between must not store (and spend) it twice.
   */
  const createInGoogleAds = async (generatedId: string | null = null) => {
    // A strategy already stored is created by its id: the form may have been cleared after it was
    // generated (the plan read as not yet Premium right after checkout), and is not needed.
    const storedId = generatedId ?? draft.campaignId;
    const payload = storedId ? null : validPayload();
    if (!storedId && !payload) return;
    if (await googleAds.create(payload, storedId)) draft.reset();
  };

  const startOver = () => {
    draft.reset();
    generation.reset();
    setAttempted(new Set());
    focusNext.current = 'heading';
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < LAST_STEP) next();
    else void generate();
  };

  const { state } = generation;
  const busy = state.phase === 'generating' || googleAds.busy;

  // The loading card and the strategy replace a long form: bring the panel's top into view.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state.phase !== 'idle') section.current?.scrollIntoView?.({ block: 'start' });
  }, [state.phase]);

  return (
    <section ref={section} className="wizard card" aria-labelledby={titleId}>
      <header className="panel-header">
        <h2 id={titleId}>{t('dashboard.wizard.title')}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onBackToChat}>
          {t('dashboard.wizard.backToChat')}
        </button>
      </header>

      {state.phase === 'generating' && (
        <GeneratingCard step={state.step} sections={state.sections} language={state.language} money={state.money} />
      )}

      {state.phase === 'done' && (
        <StrategyResult
          strategy={state.strategy}
          text={state.text}
          language={state.language}
          money={state.money}
          campaignName={state.campaign?.name ?? null}
          campaignId={state.campaign?.id ?? null}
          premium={premium}
          creating={googleAds.busy}
          onCreateInGoogleAds={() => void createInGoogleAds(state.campaign?.id ?? null)}
          onStartOver={startOver}
          onBackToChat={onBackToChat}
        />
      )}

      {state.phase === 'idle' && (
        <>
          <Stepper current={step} />
          <form className="wizard-form" noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-step-title`}>
            <div className="wizard-step-head">
              <h3 id={`${idPrefix}-step-title`} ref={stepHeading} tabIndex={-1}>
                {t(FORM_STEPS[step] ?? FORM_STEPS[0])}
              </h3>
              <p className="muted">{t('dashboard.wizard.stepOf', { current: step + 1, total: FORM_STEPS.length })}</p>
            </div>
            {prefilled && step === 0 && <p className="muted">{t('dashboard.wizard.prefilled')}</p>}
            <StepFields idPrefix={idPrefix} values={values} errors={errors} setField={draft.setField} />
            {/* The facts read from the description, below it; their pages once the links are in. */}
            {step === 0 && <FactsPanel idPrefix={idPrefix} uid={uid} values={values} setField={draft.setField} />}
            {step === LAST_STEP && <FactsPages idPrefix={idPrefix} values={values} setField={draft.setField} />}

            {step === LAST_STEP && premium && draft.campaignId && <p className="alert">{t('dashboard.wizard.alreadyGenerated')}</p>}
            {generation.error && (
              <p className="alert alert-error" role="alert">
                {t(generation.error)}
              </p>
            )}

            <div className="wizard-actions">
              {step > 0 && (
                <button type="button" className="btn btn-ghost" onClick={() => goTo(step - 1)} disabled={busy}>
                  {t('dashboard.wizard.previous')}
                </button>
              )}
              {step < LAST_STEP ? (
                // Always clickable: on an invalid step it stays put, shows why and focuses the first problem.
                <button type="submit" className="btn btn-primary">
                  {t('dashboard.wizard.next')}
                </button>
              ) : (
                <>
                  <button ref={generateButton} type="submit" className="btn btn-primary" disabled={busy}>
                    {t('dashboard.wizard.generate')}
                  </button>
                  {premium && (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      // aria-disabled, not disabled: focus stays here while it works, and returns here from the modal.
                      aria-disabled={busy}
                      onClick={() => !busy && void createInGoogleAds()}
                    >
                      {googleAds.busy ? t('dashboard.googleAds.creating') : t('dashboard.googleAds.create')}
                    </button>
                  )}
                </>
              )}
            </div>
          </form>
        </>
      )}

      {generation.limitReached && <CampaignLimitModal onClose={generation.closeLimit} returnFocus={() => generateButton.current} />}
      {googleAds.connectOpen && (
        <ConnectGoogleAdsModal
          connecting={googleAds.connecting}
          error={googleAds.connectError}
          onConnect={() => void googleAds.connect()}
          onCancel={googleAds.closeConnect}
        />
      )}
    </section>
  );
}
