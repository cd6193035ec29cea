export default function Page() {
  return (
    <div className="page">
      <h1>Legal</h1>
    </div>
  );
}
