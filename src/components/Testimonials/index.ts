export { Testimonials, type Testimonial } from "./Testimonials";
