import { AboutServices } from '../../features/home/components/about-services';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeIntro } from '../../features/home/components/home-intro';
import { ServicesCarousel } from '../../features/home/components/services-carousel';
import { StaticPart } from '../../components/static-part/static-part';

export function HomeRoute() {
  return (
    <>
      <HomeHero />
      <ServicesCarousel />
      <StaticPart>
        <HomeIntro />
        <AboutServices />
      </StaticPart>
    </>
  );
}
