export default function Page() {
  return (
    <div className="page">
      <h1>My Profile</h1>
    </div>
  );
}
