import styled from '@emotion/styled';
import { blogPostPath, type BlogPost } from '@storefront/api-client';
import { ImageWithFallback, safeImageSrc, theme } from '@storefront/ui';
import { RichText } from '@storefront/ui/rich-text';
import { authorOf, formatBlogDate, readTimeText, viewsText } from '../logic/blog-display';
import { BadgeRow, CategoryBadge, FeaturedBadge, MetaLine } from './blog-badges';
import { ShareButtons } from './share-buttons';

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 { margin: 0; font-size: clamp(1.6rem, 4vw, 2.4rem); line-height: 1.2; }
`;

const Hero = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${theme.radius};
  aspect-ratio: 16 / 8;
  background: ${theme.color.brandSoft};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Author = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Excerpt = styled.p`
  margin: 0;
  font-size: 1.15rem;
  color: ${theme.color.muted};
`;

const Content = styled(RichText)`
  line-height: 1.7;
  h2, h3 { margin: 1.5em 0 0.5em; }
  p { margin: 0 0 1em; }
  img { max-width: 100%; height: auto; }
  a { color: ${theme.color.brand}; }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { padding: 4px 10px; border-radius: 999px; background: ${theme.color.brandSoft}; font-size: 0.875rem; }
`;

const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding-top: 16px;
  border-top: 1px solid ${theme.color.border};
`;

/** One post: hero image with badges, meta line, title, author, excerpt, content, tags and share buttons. */
export function BlogPostArticle({ post, origin }: { post: BlogPost; origin: string }) {
  const date = formatBlogDate(post.date);
  const meta = [readTimeText(post.read_time), viewsText(post.views)].filter((text): text is string => Boolean(text));
  return (
    <Article>
      <Hero>
        {/* The page's largest picture: fetched ahead of everything else still queued. */}
        <ImageWithFallback src={safeImageSrc(post.image)} alt={post.title} fetchPriority="high" />
        <BadgeRow>
          {post.category ? <CategoryBadge>{post.category}</CategoryBadge> : null}
          {post.is_featured ? <FeaturedBadge>Featured</FeaturedBadge> : null}
        </BadgeRow>
      </Hero>
      {date || meta.length > 0 ? (
        <MetaLine>
          {date && post.date ? <time dateTime={post.date}>{date}</time> : null}
          {meta.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </MetaLine>
      ) : null}
      <h1>{post.title}</h1>
      <Author>By {authorOf(post)}</Author>
      {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
      {post.content ? <Content content={post.content} /> : null}
      <Footer>
        {post.tags.length > 0 ? (
          <Tags aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </Tags>
        ) : null}
        <ShareButtons url={new URL(blogPostPath(post), origin).href} title={post.title} />
      </Footer>
    </Article>
  );
}
