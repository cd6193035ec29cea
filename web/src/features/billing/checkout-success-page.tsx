export default function Page() {
  return (
    <div className="page">
      <h1>Payment received</h1>
    </div>
  );
}
