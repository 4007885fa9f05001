/** English body paragraphs by topic. */
import type { Topic } from '../site-tree';

/** Three paragraphs per topic. */
export const paragraphsEn: Record<Topic, readonly string[]> = {
  fuel: [
    'All our stations offer 95 and 98 octane petrol and a winter-grade diesel that keeps flowing in hard frost. Our fuels meet the EN 228 and EN 590 standards.',
    'Renewable HVO diesel is made from waste and residues, and its life-cycle emissions are up to 90 per cent lower than those of fossil diesel. It suits most diesel cars without modifications.',
    'Pay with a card or the app at the pump or at the till. Many stations also have an automated pump that is open around the clock.',
  ],
  ev: [
    'Our fast chargers deliver 50–300 kW, so a typical charge takes about as long as a cup of coffee. Find charging points with the Charging filter in the station search.',
    "Start charging with the app, a charging card or a payment card at the charger's reader. You pay for the energy, not for the time.",
    'We keep extending the network along main roads and at city stations. All our chargers run on renewable electricity.',
  ],
  loyalty: [
    'As a Nordic Energy Plus member you get discounts on fuel, coffee and car washes. Benefits build up automatically when you pay with the app or link your payment card.',
    'With the app you can pay at the pump, buy a wash and follow your benefits. Receipts are saved in the app, so you need no paper receipt.',
    'Joining is free and you can leave at any time. Members also get personal offers every month.',
  ],
  services: [
    'At our stations you can wash your car, rent a trailer, pick up a parcel or hold a meeting. Services vary by station, so check them in the station search.',
    'Our automatic car washes offer touchless and brush washes, and many stations also have self-service bays. You can buy a wash in advance in the app.',
    'For heavy traffic we offer wide lanes and AdBlue pumps, and showers and saunas for drivers.',
  ],
  business: [
    'With a business card every fill-up and charge of your fleet ends up on one invoice. The reporting service shows consumption by vehicle and by cost centre.',
    'Our business sales team tailors the agreement to the size and driving profile of your fleet. We also offer fixed-price fuel agreements to support budgeting.',
    'Our stations for professional transport are open around the clock and have room for full trailer combinations.',
  ],
  energy: [
    "We supply businesses with biogas, heating oil, geothermal heat and wind power. Each solution is planned together with the customer from the site's consumption and goals.",
    'Our biogas is produced from local bio-waste and agricultural side streams. It is a nearly carbon-neutral option for heavy transport and industrial heat.',
    'A wind power agreement gives a business a long-term, predictable price and guarantees of origin for renewable electricity.',
  ],
  about: [
    'Nordic Energy is a Nordic energy company with more than a thousand stations in Finland, Sweden and Norway. We employ around 4,800 people.',
    'Our business consists of the station network, energy solutions for business customers and renewable energy production. Our head office is in Helsinki.',
    'The Board of Directors and the Executive Team steer the company towards carbon neutrality by 2040.',
  ],
  sustainability: [
    'We aim to cut the emissions of our own operations by 80 per cent by 2030. We report on our progress every year.',
    'We grow the share of renewable fuels and build out the charging network so that our customers can easily cut their emissions.',
    'Our forest and soil projects bind carbon for the long term while protecting biodiversity.',
  ],
  careers: [
    'Our people work as station staff, chefs, engineers and specialists in three countries. We offer flexible working hours and room to grow from one role to the next.',
    'We are always looking for summer workers and trainees. Applications are processed all year round.',
    'Induction takes the first few weeks, and every new employee gets a personal buddy.',
  ],
  news: [
    'Here we tell you about current topics, new stations and services. Journalists can reach our communications team on weekdays from 8 am to 4 pm.',
    'In our stories, customers and employees tell about their days at the stations and on the road.',
    'Company releases are published at the same time in Finnish, Swedish and English.',
  ],
  notices: [
    'This page lists current safety data sheets and notices about product quality deviations.',
    'If there is a disruption in a payment or charging service, we report it here as quickly as possible. Faults are usually fixed within a few hours.',
    'Safety data sheets are updated whenever the composition or classification of a product changes.',
  ],
  legal: [
    'We process personal data only for the stated purposes and store it securely within the EU.',
    'You have the right to access, correct and delete your data. You can also opt out of direct marketing at any time.',
    'Using the website requires accepting these terms. The terms may change, and changes are announced on this page.',
  ],
};
