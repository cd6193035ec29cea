export default function Page() {
  return (
    <div className="page">
      <h1>Dashboard</h1>
    </div>
  );
}
