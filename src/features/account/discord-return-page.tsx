export default function DiscordReturnPage() {
  return <main className="page" />;
}
