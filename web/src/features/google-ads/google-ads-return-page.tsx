export default function Page() {
  return (
    <div className="page">
      <h1>Google Ads</h1>
    </div>
  );
}
