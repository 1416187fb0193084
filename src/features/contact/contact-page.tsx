export default function ContactPage() {
  return <main className="page" />;
}
