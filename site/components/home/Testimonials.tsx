import type { Testimonial } from "../../pages/index/+data";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { StarRating } from "./StarRating";
import { TestimonialCard } from "./TestimonialCard";

interface TestimonialsProps {
  title: string;
  ratingText: string;
  stars: number;
  reviewCount: number;
  items: readonly Testimonial[];
}

export function Testimonials({ title, ratingText, stars, reviewCount, items }: TestimonialsProps) {
  return (
    <Section data-section="testimonials">
      <div className="mx-auto mb-10 flex max-w-3xl flex-col items-center gap-3 text-center">
        <Heading level={2}>{title}</Heading>
        <div
          className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1"
          data-testid="rating-summary"
        >
          <span className="text-4xl font-bold text-ink">{ratingText}</span>
          <StarRating value={stars} />
          <span className="text-ink-muted">Based on {reviewCount} reviews</span>
        </div>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
