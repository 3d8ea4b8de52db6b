import { QueryProvider } from '#client/lib/query-provider.tsx';
import { AskQuestionBox } from './ask-question-box.tsx';
import { CommunityQuestionsList } from './community-questions-list.tsx';
import { CommunityStoriesList } from './community-stories-list.tsx';
import { ShareStoryBox } from './share-story-box.tsx';
import { YourPosts } from './your-posts.tsx';

/** The interactive part of the community section: the person's own posts, the two boxes and the two public lists. */
export function CommunityPostsContent() {
  return (
    <QueryProvider>
      <YourPosts headingLevel="h3" />
      <div className="grid gap-6 md:grid-cols-2">
        <ShareStoryBox headingLevel="h3" />
        <AskQuestionBox headingLevel="h3" />
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <CommunityStoriesList headingLevel="h3" />
        <CommunityQuestionsList headingLevel="h3" />
      </div>
    </QueryProvider>
  );
}
