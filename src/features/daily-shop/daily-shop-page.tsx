export default function DailyShopPage() {
  return <main className="page" />;
}
