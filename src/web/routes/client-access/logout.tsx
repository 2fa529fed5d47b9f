import { createFileRoute, redirect } from '@tanstack/react-router';
import { signOut } from '@/features/auth/mutations';

// Signing out happens before any screen renders, so there is no component. supabase-js ignores
// the 401, 403 and 404 answers of an already ended session by itself (SPEC.md section 8); any
// other failure shows the error panel rather than pretending the user is signed out.
export const Route = createFileRoute('/client-access/logout')({
  beforeLoad: async ({ context, preload }) => {
    // Hovering the "Sign out" link preloads this route; only following it signs out.
    if (preload) return;
    const { error } = await signOut(context.supabase);
    if (error) throw error;
    throw redirect({ to: '/client-access/login/', replace: true });
  },
});
