"""plantqa: offline, grounded answers to plant-care and pet-safety questions."""

__version__ = "0.1.0"
