export default function ForumReturnPage() {
  return <main className="page" />;
}
