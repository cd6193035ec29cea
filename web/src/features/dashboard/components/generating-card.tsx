import { useLoadingSteps } from '../hooks/use-loading-steps';

export const GENERATING_STEPS = [
  'Understanding your business',
  'Researching keywords and audiences',
  'Writing headlines and descriptions',
  'Planning your budget and next steps',
] as const;
/** How long each step shows before the next; the last one waits for the answer. */
export const GENERATING_STEP_MS = 3500;

/** SPEC §2: the loading card shown while a strategy is generated. */
export function GeneratingCard() {
  const current = useLoadingSteps(true, GENERATING_STEPS.length, GENERATING_STEP_MS);
  return (
    <div className="generating" role="status" aria-live="polite">
      <div className="generating-head">
        <span className="spinner" aria-hidden="true" />
        <div>
          <h3>Generating Campaign Strategy</h3>
          <p className="muted">This usually takes a few seconds, and never more than a minute.</p>
        </div>
      </div>
      <ol className="generating-steps">
        {GENERATING_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step} className={`generating-step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="generating-mark" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>
                {step}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
