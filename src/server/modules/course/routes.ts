import type { FastifyInstance } from 'fastify';
import { courseParamsSchema, lessonParamsSchema, updateLessonProgressSchema } from '#shared/contracts/course.ts';
import { PUBLIC_READ_ROUTE } from '../../http/public-read-cache.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { CourseService } from './service.ts';

/**
 * The online course (issue 24). The outline is public; lessons and progress are for enrolled
 * people (a visitor gets 401 from the access rule, a signed-in person who did not enroll 403).
 */
export function registerCourseRoutes(app: FastifyInstance, service: CourseService): void {
  app.get('/api/courses/:courseType/outline', PUBLIC_READ_ROUTE, async (request, reply) => {
    const { courseType } = parseInput(courseParamsSchema, request.params);
    reply.header('cache-control', 'public, max-age=300');
    return service.outline(courseType);
  });

  app.get('/api/course-progress', { config: { access: 'user' } }, async (request) => service.myCourses(requireViewer(request).userId));

  app.get('/api/courses/:courseType/progress', { config: { access: 'user' } }, async (request) => {
    const { courseType } = parseInput(courseParamsSchema, request.params);
    return service.progress(requireViewer(request).userId, courseType);
  });

  app.get('/api/courses/:courseType/lessons/:lessonId', { config: { access: 'user' } }, async (request) => {
    const { courseType, lessonId } = parseInput(lessonParamsSchema, request.params);
    return service.lesson(requireViewer(request).userId, courseType, lessonId);
  });

  app.put('/api/courses/:courseType/lessons/:lessonId/progress', { config: { access: 'user' } }, async (request) => {
    const { courseType, lessonId } = parseInput(lessonParamsSchema, request.params);
    const input = parseInput(updateLessonProgressSchema, request.body);
    return service.saveProgress(requireViewer(request).userId, courseType, lessonId, input);
  });

  app.get('/api/admin/courses', { config: { access: 'admin' } }, async () => service.adminStats());
}
