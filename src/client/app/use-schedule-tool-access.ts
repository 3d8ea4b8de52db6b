import { useQuery } from '@tanstack/react-query';
import { usePremiumAccess, type PremiumAccess } from '#client/features/billing/hooks/use-premium-access.ts';
import { myCoursesQueryOptions } from '#client/features/course/api/get-my-courses.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';

/**
 * Who may use the schedule completion tool (/documents, spec 2.3 and 6): whoever has premium, and
 * a person enrolled in the Chapter 7 course, as the server's 'schedule-tool' access level decides.
 * The person's courses are read afresh on every visit: an enrollment paid since they were cached
 * (on the home page, say) must open the tool at once.
 */
export function useScheduleToolAccess(): PremiumAccess {
  const premium = usePremiumAccess();
  const auth = useAuth();
  const courses = useQuery({ ...myCoursesQueryOptions(), enabled: auth.isAuthenticated && !auth.isAdmin, refetchOnMount: 'always' });
  if (premium.state !== 'no-subscription') return premium;
  if (courses.data?.courses.some((course) => course.courseType === 'chapter7')) return { state: 'granted' };
  // Not enrolled as far as is known yet: wait for the fresh answer. A failed read shows the gate.
  if (courses.isPending || courses.isFetching) return { state: 'checking' };
  return premium;
}
