import { useData } from "vike-react/useData";
import { PostList } from "../../components/blog/PostList";
import { BLOG_TITLE, COMING_SOON } from "../../components/blog/posts";
import { Heading } from "../../components/ui/Heading";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const { posts } = useData<Data>();
  return (
    <Section pad="both" reveal={false} data-section="blog">
      {posts.length === 0 ? (
        <Heading level={1} className="py-24 text-center">
          {COMING_SOON}
        </Heading>
      ) : (
        <>
          <Heading level={1} className="mb-10">
            <span className="text-gradient">{BLOG_TITLE}</span>
          </Heading>
          <PostList posts={posts} />
        </>
      )}
    </Section>
  );
}
