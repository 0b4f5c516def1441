import styled from '@emotion/styled';
import { blogPostPath, type BlogPost } from '@storefront/api-client';
import { ImageWithFallback, safeImageSrc, theme, type CardImageLoading } from '@storefront/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { authorOf, formatBlogDate, readTimeText } from '../logic/blog-display';
import { BadgeRow, CategoryBadge, FeaturedBadge, MetaLine } from './blog-badges';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  transition: box-shadow 0.2s;
  &:hover, &:focus-within { box-shadow: 0 8px 24px rgb(0 0 0 / 0.1); }
`;

const ImageBox = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  /* Keeps the box 16:10 whatever the picture's own shape: without it, a picture that loads taller
     (a CMS image of another ratio) grows the card and pushes the cards below it down. */
  overflow: hidden;
  background: ${theme.color.brandSoft};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  h2 { margin: 0; font-size: 1.15rem; line-height: 1.3; }
  p { margin: 0; }
`;

/** The title link covers the whole card, so the card is one link for keyboard and screen reader users. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${theme.color.brand}; outline-offset: -3px; border-radius: ${theme.radius}; }
`;

const Excerpt = styled.p`
  flex: 1;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${theme.color.muted};
`;

const Author = styled.p`
  font-size: 0.875rem;
  font-weight: 600;
`;

/** A post in the blog list: image, category, Featured, date, read time, title, excerpt and author. */
export function BlogCard({ post, imageLoading = { loading: 'lazy' } }: { post: BlogPost; imageLoading?: CardImageLoading }) {
  const titleId = useId();
  const date = formatBlogDate(post.date);
  const readTime = readTimeText(post.read_time);
  return (
    <Card aria-labelledby={titleId}>
      <ImageBox>
        <ImageWithFallback src={safeImageSrc(post.image)} alt={post.title} width={640} height={400} {...imageLoading} />
        <BadgeRow>
          {post.category ? <CategoryBadge>{post.category}</CategoryBadge> : null}
          {post.is_featured ? <FeaturedBadge>Featured</FeaturedBadge> : null}
        </BadgeRow>
      </ImageBox>
      <Body>
        {date || readTime ? (
          <MetaLine>
            {date && post.date ? <time dateTime={post.date}>{date}</time> : null}
            {readTime ? <span>{readTime}</span> : null}
          </MetaLine>
        ) : null}
        <h2 id={titleId}>
          <CardLink to={blogPostPath(post)}>{post.title}</CardLink>
        </h2>
        <Excerpt>{post.excerpt}</Excerpt>
        <Author>By {authorOf(post)}</Author>
      </Body>
    </Card>
  );
}
