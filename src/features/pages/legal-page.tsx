export default function LegalPage() {
  return <main className="page" />;
}
