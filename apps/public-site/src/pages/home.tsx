import { AboutServices } from '../features/home/components/about-services';
import { HomeHero } from '../features/home/components/home-hero';
import { HomeIntro } from '../features/home/components/home-intro';
import { ServicesCarousel } from '../features/home/components/services-carousel';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesCarousel />
      <HomeIntro />
      <AboutServices />
    </>
  );
}
