import { AdminDashboard } from '@/features/admin/components/admin-page';
import { RoleGate } from '@/features/auth/components/access-denied';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { FavoritesPage } from '@/features/favorites/components/favorites-page';
import { ModerationPage } from '@/features/moderation/components/moderation-page';
import { MyPropertiesOverview } from '@/features/my-properties/components/my-properties-overview';
import { SavedSearchesPage as SavedSearchesOverview } from '@/features/saved-searches/components/saved-searches-page';

// The create and edit forms have their own chunk: listing-form-pages.tsx.

export function MyPropertiesPage() {
  return <MyPropertiesOverview />;
}

export function MyFavoritesPage() {
  return <FavoritesPage />;
}

export function SavedSearchesPage() {
  return <SavedSearchesOverview />;
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
