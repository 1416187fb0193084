export default function LoginGamePage() {
  return <main className="page" />;
}
