import styled from '@emotion/styled';
import { answeredInPage, ImageWithFallback, theme } from '@storefront/ui';
import { type Product } from '@storefront/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PICTURE_PARAM, pictureAfter, pictureIndexOf } from '../logic/carousel-picture';

const Frame = styled.div`
  position: relative;
  border-radius: ${theme.radius};
  overflow: hidden;
  background: ${theme.color.brandSoft};
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
`;

const Arrow = styled.button`
  position: absolute;
  top: 50%;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgb(255 255 255 / 0.9);
  color: ${theme.color.text};
  cursor: pointer;
  transform: translateY(-50%);
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 4px;
  margin-top: 8px;
  button { width: 24px; height: 24px; padding: 0; border: 0; background: none; cursor: pointer; }
  button::before { content: ''; display: block; width: 10px; height: 10px; margin: auto; border-radius: 50%; background: ${theme.color.border}; }
  button[aria-current='true']::before { background: ${theme.color.brand}; }
`;

/**
 * The meal's pictures, one at a time, with previous / next and a dot per picture, opening on the
 * one its address asks for (`?picture=`). Once the app is in, the buttons change the picture in the
 * page; before (or with scripts off) each is a button of a form that asks for the page showing its
 * picture.
 */
export function MealCarousel({ meal }: { meal: Product }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const images = meal.image;
  const count = images.length;
  const [index, setIndex] = useState(() => pictureIndexOf(params, count));
  const current = images[index];
  const previous = pictureAfter(index, -1, count);
  const next = pictureAfter(index, 1, count);
  const show = (at: number) => ({
    type: 'submit' as const,
    name: PICTURE_PARAM,
    value: String(at + 1),
    onClick: answeredInPage(() => setIndex(at)),
  });
  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${meal.name}`}>
      <form method="get" action={pathname}>
        <Frame>
          <ImageWithFallback
            src={current?.url}
            alt={count > 1 ? `${meal.name}, picture ${index + 1} of ${count}` : meal.name}
            // The page's largest picture: fetched ahead of everything else still queued.
            fetchPriority="high"
            width={800}
            height={600}
          />
          {count > 1 ? (
            <>
              <Arrow {...show(previous)} aria-label="Previous picture" css={{ left: 8 }}>
                <ChevronLeft size={24} />
              </Arrow>
              <Arrow {...show(next)} aria-label="Next picture" css={{ right: 8 }}>
                <ChevronRight size={24} />
              </Arrow>
            </>
          ) : null}
        </Frame>
        {count > 1 ? (
          <Dots>
            {images.map((image, at) => (
              <button key={image.url} {...show(at)} aria-label={`Show picture ${at + 1}`} aria-current={at === index} />
            ))}
          </Dots>
        ) : null}
      </form>
    </section>
  );
}
