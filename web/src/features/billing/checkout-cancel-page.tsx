export default function Page() {
  return (
    <div className="page">
      <h1>Compra cancelada</h1>
    </div>
  );
}
