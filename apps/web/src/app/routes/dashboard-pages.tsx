import { useParams } from 'react-router';
import { AdminDashboard } from '@/features/admin/components/admin-page';
import { RoleGate } from '@/features/auth/components/access-denied';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { FavoritesPage } from '@/features/favorites/components/favorites-page';
import { PlaceholderPage } from '@/features/dashboard/components/placeholder-page';
import { ModerationPage } from '@/features/moderation/components/moderation-page';
import { MyPropertiesOverview } from '@/features/my-properties/components/my-properties-overview';

// The listing pages of the dashboard come with the listings work; until then each says what it will hold.

export function MyPropertiesPage() {
  return <MyPropertiesOverview />;
}

export function CreatePropertyPage() {
  return <PlaceholderPage page="createProperty" />;
}

export function EditPropertyPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage page="editProperty" values={{ id }} />;
}

export function MyFavoritesPage() {
  return <FavoritesPage />;
}

/** SPEC.md section 2: Moderator or Admin only; fallback /dashboard. */
export function ModeratePage() {
  return (
    <RouteGuard role="Moderator" fallback="/dashboard">
      <RoleGate role="Moderator">
        <ModerationPage />
      </RoleGate>
    </RouteGuard>
  );
}

/** SPEC.md section 2: Admin only; fallback /dashboard. */
export function AdminPage() {
  return (
    <RouteGuard role="Admin" fallback="/dashboard">
      <RoleGate role="Admin">
        <AdminDashboard />
      </RoleGate>
    </RouteGuard>
  );
}
