import { ListingHead } from "../../components/blog/ListingHead";

export default ListingHead;
