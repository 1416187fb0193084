export default function PrivacyPage() {
  return <main className="page" />;
}
