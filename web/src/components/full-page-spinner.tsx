/** Shown while the sign-in state resolves (the spec's 'Cargando...'). */
export function FullPageSpinner() {
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>Cargando...</span>
    </div>
  );
}
