import styled from '@emotion/styled';
import { ImageWithFallback, theme } from '@storefront/ui';
import { type Product } from '@storefront/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';

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

/** The meal's pictures, one at a time, with previous / next and a dot per picture. */
export function MealCarousel({ meal }: { meal: Product }) {
  const [index, setIndex] = useState(0);
  const images = meal.image;
  const count = images.length;
  const current = images[index];
  const step = (delta: number) => setIndex((at) => (at + delta + count) % count);
  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${meal.name}`}>
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
            <Arrow type="button" aria-label="Previous picture" onClick={() => step(-1)} css={{ left: 8 }}>
              <ChevronLeft size={24} />
            </Arrow>
            <Arrow type="button" aria-label="Next picture" onClick={() => step(1)} css={{ right: 8 }}>
              <ChevronRight size={24} />
            </Arrow>
          </>
        ) : null}
      </Frame>
      {count > 1 ? (
        <Dots>
          {images.map((image, at) => (
            <button
              key={image.url}
              type="button"
              aria-label={`Show picture ${at + 1}`}
              aria-current={at === index}
              onClick={() => setIndex(at)}
            />
          ))}
        </Dots>
      ) : null}
    </section>
  );
}
