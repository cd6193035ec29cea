export default function Page() {
  return (
    <div className="page">
      <h1>Pautia</h1>
    </div>
  );
}
