export default function Page() {
  return (
    <div className="page">
      <h1>Pick your plan and roll</h1>
    </div>
  );
}
