export default function Page() {
  return (
    <div className="page">
      <h1>My Plan</h1>
    </div>
  );
}
