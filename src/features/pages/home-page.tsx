import { Link } from 'wouter';
import { fr } from '../../i18n/fr';

const TILES = [
  { href: '/abonnements', label: 'ABONNEMENTS' },
  { href: '/objets', label: 'OBJETS' },
  { href: '/packs', label: 'PACKS (FA)' },
  { href: '/vehicules', label: 'VÉHICULES' },
  { href: '/armes', label: 'ARMES (FA)' },
];

export default function HomePage() {
  return (
    <main className="page">
      <h1>{fr.pages.homeTitle}</h1>
      <nav aria-label="Catégories">
        {TILES.map((tile) => (
          <Link key={tile.href} href={tile.href}>
            {tile.label}
          </Link>
        ))}
      </nav>
    </main>
  );
}
